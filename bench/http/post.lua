-- POSTs the bodies listed one per line in BODIES_FILE in turn, starting with the one at 0-based FIRST_BODY (default 0),
-- with the headers in AUTHORIZATION (optional).
local bodies = {}
local index = tonumber(os.getenv("FIRST_BODY") or "0")
local headers = { ["Content-Type"] = "application/json" }
if os.getenv("AUTHORIZATION") then headers["Authorization"] = os.getenv("AUTHORIZATION") end

for line in io.lines(os.getenv("BODIES_FILE")) do bodies[#bodies + 1] = line end

request = function()
  index = index % #bodies + 1
  return wrk.format("POST", os.getenv("TARGET_PATH") or "/api/analyze", headers, bodies[index])
end

response = function(status)
  if status ~= 200 then error("unexpected status " .. status) end
end
