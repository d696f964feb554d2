import copy

import torch
import torch.nn.functional as F

from .backbone import EggNet
from .data import boiled_eggs
from .trainer import DistillTrainer


def fit(model, x, y, steps, lr, gen):
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    for _ in range(steps):
        idx = torch.randint(0, x.shape[0], (64,), generator=gen)
        opt.zero_grad()
        F.mse_loss(model(x[idx]), y[idx]).backward()
        opt.step()
    return model


def main():
    torch.manual_seed(13)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(13)
    base = fit(EggNet(), *boiled_eggs(3000, gen, altitude_m=0.0), 250, 3e-3, gen)

    # mountain cabin at ~2000 m: water boils near 93 C
    lab_x, lab_y = boiled_eggs(200, gen, altitude_m=2000.0)
    pool_x, _ = boiled_eggs(4000, gen, altitude_m=2000.0)
    val_x, val_y = boiled_eggs(600, gen, altitude_m=2000.0)
    teacher = fit(copy.deepcopy(base), lab_x, lab_y, 200, 1e-3, gen)

    student = copy.deepcopy(base)
    kd = DistillTrainer(teacher, student, pool_x, (lab_x, lab_y), rank=4)
    print(f"student trainable params: {kd.setup()}")
    print("student before: yolk MAE %.2f C, white MAE %.3f" % kd.validate(val_x, val_y))
    for step in range(200):
        loss = kd.step(gen)
        if step % 50 == 0:
            print(f"step {step} kd loss {loss:.5f}")
    print("student after:  yolk MAE %.2f C, white MAE %.3f" % kd.validate(val_x, val_y))


if __name__ == "__main__":
    main()
