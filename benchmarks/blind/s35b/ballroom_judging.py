"""Judge leniency in DanceSport: couples' latent quality per criterion and judges' biases.

Each judge marks each couple on the four criteria of the judging system (technical quality,
movement to music, partnering skill, choreography). Marks = couple quality + judge bias +
noise; the biases start at last season's panel average.
"""
import math
from dataclasses import dataclass, fields

import torch

CRITERIA = ("technical", "music", "partnering", "choreography")
LAST_SEASON_PANEL_BIAS = [0.15, -0.05, 0.10, 0.0]


@dataclass
class JudgingModel:
    n_couples: int
    n_judges: int
    quality: torch.Tensor = None
    judge_bias: torch.Tensor = None
    log_noise: torch.Tensor = None

    def __post_init__(self):
        k = len(CRITERIA)
        self.quality = torch.zeros(self.n_couples, k, requires_grad=True)
        self.judge_bias = torch.tensor([LAST_SEASON_PANEL_BIAS],
                                       requires_grad=True).repeat(self.n_judges, 1)
        self.log_noise = torch.full((k,), math.log(0.5), requires_grad=True)

    def tensors(self):
        return [getattr(self, f.name) for f in fields(self)
                if isinstance(getattr(self, f.name), torch.Tensor)]

    def expected(self, couple, judge):
        return 7.5 + self.quality[couple] + self.judge_bias[judge]

    def nll(self, couple, judge, marks):
        noise = torch.distributions.Normal(self.expected(couple, judge), self.log_noise.exp())
        return -noise.log_prob(marks).mean()


def competition(n_couples, n_judges, panel, seed):
    """Heats are marked by a rotating panel of `panel` of the `n_judges` judges."""
    gen = torch.Generator().manual_seed(seed)
    quality = torch.randn(n_couples, len(CRITERIA), generator=gen) * 0.8
    bias = torch.randn(n_judges, len(CRITERIA), generator=gen) * 0.5
    seats = torch.rand(n_couples, n_judges, generator=gen).argsort(dim=1)[:, :panel]
    couple = torch.arange(n_couples).repeat_interleave(panel)
    judge = seats.reshape(-1)
    marks = 7.5 + quality[couple] + bias[judge]
    marks = marks + 0.3 * torch.randn(marks.shape, generator=gen)
    return couple, judge, (marks * 4).round() / 4, quality, bias


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    couple, judge, marks, true_quality, true_bias = competition(60, 11, panel=5, seed=91)
    naive = marks.view(60, 5, -1).mean(dim=1) - 7.5
    naive_err = (naive - true_quality).abs().mean().item()
    print(f"{len(marks)} mark sheets; raw-average quality error {naive_err:.3f}")
    model = JudgingModel(n_couples=60, n_judges=11)
    optimizer = torch.optim.Adam(model.tensors(), lr=0.05)
    for step in range(300):
        loss = model.nll(couple, judge, marks)
        loss = loss + 0.5 * model.judge_bias.mean(dim=0).pow(2).sum()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 100 == 99:
            q_err = (model.quality.detach() - true_quality).abs().mean().item()
            b_err = (model.judge_bias.detach() - true_bias).abs().mean().item()
            print(f"step {step + 1} nll {loss.item():.3f} quality error {q_err:.3f} "
                  f"judge bias error {b_err:.3f}")


if __name__ == "__main__":
    main()
