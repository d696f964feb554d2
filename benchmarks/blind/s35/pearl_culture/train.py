"""Pearl farm: nacre thickness from the culture record, then the trade grade from surface
inspection and the nacre estimate (X-ray thickness is not available at sorting time)."""
import torch
from torch import nn

import farm
from cascade import Cascade, Stage
from metrics import describe, report
from nets import GradeClassifier, NacreRegressor

PLAN = {
    "epochs": 12,
    "batch_size": 64,
    "nacre": {"lr": 3e-3, "weight_decay": 1e-4},
    "grade": {"lr": 2e-3, "weight_decay": 1e-4},
}


def build_cascade(plan):
    nacre_net = NacreRegressor(len(farm.WATER))
    grade_net = GradeClassifier(len(farm.SURFACE), len(farm.GRADES))
    stages = [
        Stage("nacre_est", nacre_net,
              torch.optim.AdamW(nacre_net.parameters(), **plan["nacre"]),
              inputs=("water",), target="thickness", criterion=nn.SmoothL1Loss(beta=0.05)),
        Stage("grade_scores", grade_net,
              torch.optim.AdamW(grade_net.parameters(), **plan["grade"]),
              inputs=("surface", "nacre_est"), target="grade", criterion=nn.CrossEntropyLoss()),
    ]
    return Cascade(stages)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(7)
    train_set = farm.culture_records(1536, gen)
    test_set = farm.culture_records(512, gen)

    cascade = build_cascade(PLAN)
    describe("untrained", report(cascade, test_set))
    for epoch in range(PLAN["epochs"]):
        totals = {"nacre_est": 0.0, "grade_scores": 0.0}
        batches = 0
        for batch in farm.minibatches(train_set, PLAN["batch_size"], gen):
            for name, value in cascade.learn_batch(batch).items():
                totals[name] += value
            batches += 1
        if epoch % 3 == 2:
            means = {f"loss_{k}": v / batches for k, v in totals.items()}
            describe(f"epoch {epoch + 1}", {**means, **report(cascade, test_set)})


if __name__ == "__main__":
    main()
