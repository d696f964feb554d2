from functools import partial
from typing import TypedDict

import torch

from mixes import INGREDIENTS, concrete_batches, standardise
from model import GrowingRegressor
from trainer import GrowingTrainer


class Plan(TypedDict):
    start_width: int
    widen_at: dict
    epochs: int


PLAN: Plan = {"start_width": 4, "widen_at": {6: 16, 14: 64}, "epochs": 24}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(14)
    raw, strength = concrete_batches(2400, gen)
    test_raw, test_strength = concrete_batches(600, gen)
    x, test_x = standardise(raw, test_raw)
    scale = strength.std()
    y, test_y = strength / scale, test_strength / scale
    model = GrowingRegressor(len(INGREDIENTS), PLAN["start_width"])
    trainer = GrowingTrainer(model, partial(torch.optim.Adam, lr=5e-3))
    print(f"test rmse before {scale * trainer.rmse(test_x, test_y):.2f} MPa")
    for epoch in range(PLAN["epochs"]):
        if epoch in PLAN["widen_at"]:
            before = scale * trainer.rmse(test_x, test_y)
            model.grow(PLAN["widen_at"][epoch], gen)
            print(f"epoch {epoch}: widened to {model.hidden.out_features} units "
                  f"(test rmse {before:.2f} -> {scale * trainer.rmse(test_x, test_y):.2f} MPa)")
        trainer.epoch(x, y, 32, gen)
        if epoch % 8 == 7:
            print(f"epoch {epoch}: test rmse {scale * trainer.rmse(test_x, test_y):.2f} MPa")


if __name__ == "__main__":
    main()
