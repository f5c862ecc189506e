#include "movement/movement_file.h"

#include <gtest/gtest.h>

#include <string>

#include "base/file_io.h"
#include "movement/asc_writer.h"
#include "movement/json_movement.h"
#include "test_support.h"

namespace movebal {
namespace {

// The reader is chosen by the text, not the name: JSON when the first
// character after a byte-order mark and blanks is '{', .asc otherwise; both
// give back the movement written.
TEST(MovementFile, ChoosesTheReaderByTheText) {
  const Movement m = testing::Mitchell(5);
  for (const std::string& text : {FormatMovementJson(m, 2), "\xEF\xBB\xBF \n" + FormatMovementJson(m, 2),
                                  FormatAsc(m), "\xEF\xBB\xBF" + FormatAsc(m)}) {
    auto doc = ParseMovementText(text, "movement.json");
    ASSERT_TRUE(doc.ok()) << doc.error().ToString();
    EXPECT_EQ(doc->movement.cells, m.cells);
  }
  // A JSON error is the JSON reader's, named after the file.
  auto bad = ParseMovementText("{ \"tables\": ", "bad.asc");
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().ToString().find("bad.asc:1:"), std::string::npos) << bad.error().ToString();
}

TEST(MovementFile, ReadsAFileAndNamesAMissingOne) {
  const std::string path = testing::TempPath("movement_file.asc");
  ASSERT_TRUE(WriteFileAtomically(path, FormatAsc(testing::Mitchell(4)), Existing::kReplace, true).ok());
  auto doc = ReadMovementDocument(path);
  ASSERT_TRUE(doc.ok()) << doc.error().ToString();
  EXPECT_EQ(doc->movement.tables, 4);
  auto missing = ReadMovementDocument(path + ".none");
  ASSERT_FALSE(missing.ok());
  EXPECT_NE(missing.error().ToString().find(path + ".none"), std::string::npos);
}

}  // namespace
}  // namespace movebal
