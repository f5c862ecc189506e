#include "pair_movements/verify.h"

#include <gtest/gtest.h>

#include "pair_movements/mitchell.h"

namespace movebal {
namespace {

TEST(Verify, AcceptsASoundMovementAndNamesEachFault) {
  Movement m = CompleteMitchell(5);
  EXPECT_TRUE(VerifyMovement(m, AtMostOnce, "Mitchell").ok());

  // Pairs on the same side of a Mitchell never meet: a limit of 0 catches
  // the designed meetings.
  auto too_often = VerifyMovement(m, [](int, int) { return 0; }, "Mitchell");
  ASSERT_FALSE(too_often.ok());
  EXPECT_NE(too_often.error().message.find("meet 1 times"), std::string::npos);

  Movement twice = m;
  twice.at(1, 0).group = twice.at(0, 0).group;  // pair 1 plays group A again
  twice.at(1, 4).group = twice.at(0, 0).group == 0 ? 1 : 0;
  auto group_again = VerifyMovement(twice, AtMostOnce, "Mitchell");
  ASSERT_FALSE(group_again.ok());
  EXPECT_NE(group_again.error().message.find("Mitchell"), std::string::npos);

  Movement clash = m;
  clash.at(0, 1).ns[0] = 1;  // pair 1 twice in round 1
  EXPECT_FALSE(VerifyMovement(clash, AtMostOnce, "Mitchell").ok());

  Movement uneven = FirstRounds(RelayMitchell(6), 3);
  auto unsuitable = VerifyMovement(uneven, AtMostOnce, "relay");
  ASSERT_FALSE(unsuitable.ok());
  EXPECT_NE(unsuitable.error().message.find("equally"), std::string::npos);
}

}  // namespace
}  // namespace movebal
