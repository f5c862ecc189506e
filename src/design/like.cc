#include "design/like.h"

#include <algorithm>
#include <utility>

namespace movebal {

bool WalksNoWorse(const WalkingReport& c, const WalkingReport& given) {
  return c.boards.longest <= given.boards.longest && c.contestants.longest <= given.contestants.longest &&
         c.most_copies <= given.most_copies && c.empty_tables <= given.empty_tables;
}

Status RankWithTheGiven(std::vector<Candidate>& ranked, const Movement& given, const std::string& file,
                        const AnnealOptions& polish, bool styled) {
  auto balanced = RankCandidates({Candidate{GivenOrigin{file}, given, {}}}, &polish);
  if (!balanced) return balanced.error();
  const WalkingReport walking = balanced->front().walking;
  ranked.push_back(std::move(balanced->front()));
  const auto tier = [&](const Candidate& c) {
    return std::pair(c.movement.groups == given.groups, WalksNoWorse(c.walking, walking));
  };
  std::stable_sort(ranked.begin(), ranked.end(), [&](const Candidate& a, const Candidate& b) {
    if (tier(a) != tier(b)) return tier(a) > tier(b);
    return RanksBefore(a, b, WalkRule::kFree, /*count_shared=*/!styled);
  });
  return Ok();
}

}  // namespace movebal
