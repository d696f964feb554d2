"""Biathlon shooting range log: one row per shot.

hit probability drops with heart rate on arrival, standing position, gusty
cross-wind and the first shot after arrival; it rises with the athlete's
training-season hit rate."""
import torch

COLUMNS = ["hr_norm", "standing", "crosswind", "gust", "shot_no", "secs_on_mat",
           "season_rate", "temp_c", "relay_leg"]


def make_shots(n_athletes=60, series=40, seed=17):
    g = torch.Generator().manual_seed(seed)
    skill = torch.rand(n_athletes, generator=g) * 0.25 + 0.7
    rows, hits = [], []
    for a in range(n_athletes):
        s = series
        hr = torch.rand(s, generator=g) * 0.5 + 0.6                # fraction of max HR
        standing = (torch.rand(s, generator=g) < 0.5).float()
        wind = torch.rand(s, generator=g) * 4
        gust = torch.rand(s, generator=g) * 2
        temp = torch.randn(s, generator=g) * 6 - 5
        leg = torch.randint(0, 4, (s,), generator=g).float()
        for shot in range(5):
            secs = 20 + shot * 4 + torch.rand(s, generator=g) * 8
            logit = (torch.logit(skill[a]) - 2.2 * (hr - 0.75) - 0.9 * standing
                     - 0.25 * wind * (0.5 + gust) - 0.5 * (shot == 0) + 0.01 * (secs - 28)
                     - 0.03 * torch.clamp(-temp - 10, min=0))
            hit = (torch.rand(s, generator=g) < torch.sigmoid(logit)).float()
            rows.append(torch.stack([(hr - 0.85) / 0.15, standing, wind / 2 - 1, gust - 1,
                                     torch.full((s,), shot / 2 - 1), (secs - 30) / 6,
                                     torch.full((s,), (skill[a].item() - 0.82) / 0.07),
                                     temp / 6, leg / 1.5 - 1], 1))
            hits.append(hit)
    return torch.cat(rows), torch.cat(hits)
