"""Black truffle (Tuber melanosporum) grading: Extra / I / II / broken pieces, from the
aroma profile of a headspace GC run plus weight, firmness and peridium damage."""
import torch
from torch import nn

GRADES = ("extra", "first", "second", "pieces")
AROMA = ("dms", "2_methylbutanal", "3_methylbutanal", "2_butanone", "methanethiol",
         "1_octen_3_ol")
PHYSICAL = ("weight_g", "firmness_n", "damage_pct", "roundness")

SETTINGS = {
    "hidden": 32,
    "cutpoints": [-2, 0, 2],
    "lr": 5e-3,
    "epochs": 30,
    "batch": 32,
}


def harvest(n, generator):
    g = generator
    aroma = torch.randn(n, len(AROMA), generator=g)
    weight = 10.0 + 80.0 * torch.rand(n, generator=g)
    firm = 5.0 + 25.0 * torch.rand(n, generator=g)
    damage = 30.0 * torch.rand(n, generator=g) ** 2
    roundness = 0.5 + 0.5 * torch.rand(n, generator=g)
    ripeness = aroma[:, 0] + 0.6 * aroma[:, 4] - 0.4 * aroma[:, 5]
    quality = (0.9 * ripeness + 0.03 * (weight - 50.0) + 0.08 * (firm - 15.0)
               - 0.12 * damage + 2.0 * (roundness - 0.75))
    quality = quality + 0.4 * torch.randn(n, generator=g)
    grade = (quality < 1.5).long() + (quality < 0.0).long() + (quality < -1.5).long()
    physical = torch.stack([weight / 90.0, firm / 30.0, damage / 30.0, roundness], 1)
    return torch.cat([aroma, physical], 1), grade


class OrdinalGrader:
    """Cumulative-logit (proportional odds) model: a network gives one quality score, and
    ordered cut points split the score axis into the grades."""

    def __init__(self, n_inputs, hidden, cutpoints):
        self.score = nn.Sequential(nn.Linear(n_inputs, hidden), nn.Tanh(),
                                   nn.Linear(hidden, 1))
        self.cutpoints = torch.tensor(cutpoints, requires_grad=True)

    def parameters(self):
        return [*self.score.parameters(), self.cutpoints]

    def grade_log_probs(self, x):
        s = self.score(x)
        cuts, _ = torch.sort(self.cutpoints)
        upper = torch.sigmoid(cuts[None, :] + s)
        cdf = torch.cat([torch.zeros_like(s), upper, torch.ones_like(s)], dim=1)
        probs = (cdf[:, 1:] - cdf[:, :-1]).clamp(min=1e-6)
        return probs.log()


@torch.no_grad()
def grading_report(grader, x, grade):
    pred = grader.grade_log_probs(x).argmax(1)
    exact = (pred == grade).float().mean().item()
    off_by_one = ((pred - grade).abs() <= 1).float().mean().item()
    return exact, off_by_one


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(21)
    x, grade = harvest(900, gen)
    xv, grade_v = harvest(300, gen)
    counts = torch.bincount(grade, minlength=len(GRADES))
    majority = (grade_v == counts.argmax()).float().mean().item()
    print("grade counts:", dict(zip(GRADES, counts.tolist())), f"| majority rule {majority:.3f}")

    grader = OrdinalGrader(x.shape[1], SETTINGS["hidden"], SETTINGS["cutpoints"])
    optimizer = torch.optim.Adam(grader.parameters(), lr=SETTINGS["lr"])
    nll = nn.NLLLoss()
    for epoch in range(SETTINGS["epochs"]):
        order = torch.randperm(len(x), generator=gen)
        for idx in order.split(SETTINGS["batch"]):
            loss = nll(grader.grade_log_probs(x[idx]), grade[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 10 == 9:
            exact, near = grading_report(grader, xv, grade_v)
            print(f"epoch {epoch + 1}: exact {exact:.3f}, within one grade {near:.3f}")


if __name__ == "__main__":
    main()
