// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readParameters } from "./sheets-params.mjs";

const read = (query, method = "batchGet") => readParameters(new URLSearchParams(query), method);
const badRequest = (message, field) => ({
  status: 400,
  body: {
    error: {
      code: 400,
      message,
      status: "INVALID_ARGUMENT",
      details: [
        {
          "@type": "type.googleapis.com/google.rpc.BadRequest",
          fieldViolations: [field ? { field, description: message } : { description: message }],
        },
      ],
    },
  },
});

describe("readParameters", () => {
  it("binds the method's fields and passes Google's standard parameters by", () => {
    const query =
      "ranges=EUSD&ranges=RAFOS&majorDimension=COLUMNS&key=k&fields=valueRanges&prettyPrint=false" +
      "&alt=json&quotaUser=u&%24.xgafv=2&callback=cb&access_token=t&oauth_token=t&uploadType=media" +
      "&upload_protocol=raw";
    expect(read(query)).toEqual({
      values: { ranges: ["EUSD", "RAFOS"], majorDimension: "COLUMNS" },
    });
  });

  it("takes the proto spelling of a field as well", () => {
    expect(read("value_render_option=FORMULA&date_time_render_option=FORMATTED_STRING")).toEqual({
      values: { valueRenderOption: "FORMULA", dateTimeRenderOption: "FORMATTED_STRING" },
    });
  });

  it.each([
    ["sheet=EUSD", "sheet"],
    ["ranges=EUSD&range=EUSD", "range"],
    ["MajorDimension=ROWS", "MajorDimension"],
    ["includeGridData=true", "includeGridData"],
  ])("refuses %s with Google's binding error", (query, name) => {
    expect(read(query).error).toEqual(
      badRequest(
        `Invalid JSON payload received. Unknown name "${name}": Cannot bind query parameter. Field '${name}' could not be found in request message.`,
      ),
    );
  });

  it("refuses a batchGet field on spreadsheets.get", () => {
    expect(read("majorDimension=ROWS", "get").error.body.error.message).toMatch(
      /^Invalid JSON payload received\. Unknown name "majorDimension"/,
    );
  });

  it.each([
    ["majorDimension=columns", "COLUMNS"],
    ["majorDimension=DIMENSION_UNSPECIFIED", "DIMENSION_UNSPECIFIED"],
    ["majorDimension=2", "COLUMNS"],
    ["majorDimension=COLUMNS&majorDimension=ROWS", "ROWS"],
  ])("reads %s as %s", (query, value) => {
    expect(read(query).values.majorDimension).toBe(value);
  });

  it.each([
    ["majorDimension", "major_dimension", "Dimension", "BOGUS"],
    ["majorDimension", "major_dimension", "Dimension", "3"],
    ["majorDimension", "major_dimension", "Dimension", ""],
    ["valueRenderOption", "value_render_option", "ValueRenderOption", "RAW"],
    ["dateTimeRenderOption", "date_time_render_option", "DateTimeRenderOption", "SERIAL"],
  ])("refuses %s=%s as an invalid enum value", (name, field, type, value) => {
    expect(read(`${name}=${value}`).error).toEqual(
      badRequest(
        `Invalid value at '${field}' (type.googleapis.com/google.apps.sheets.v4.${type}), "${value}"`,
        field,
      ),
    );
  });

  it("reads booleans in either case and refuses anything else", () => {
    expect(read("includeGridData=TRUE&excludeTablesInBandedRanges=false", "get").values).toEqual({
      includeGridData: true,
      excludeTablesInBandedRanges: false,
    });
    expect(read("includeGridData=yes", "get").error).toEqual(
      badRequest(`Invalid value at 'include_grid_data' (TYPE_BOOL), "yes"`, "include_grid_data"),
    );
  });
});
