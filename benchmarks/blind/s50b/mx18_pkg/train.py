import copy

import torch
import torch.nn.functional as F

from .backbone import DriftRNN
from .data import MATERIALS, clock_logs
from .prompts import MaterialPrompted
from .trainer import Finetuner

DAYS = 40


def pretrain(gen, steps=120):
    rnn = DriftRNN()
    logs = [clock_logs(400, DAYS, m, gen) for m in (0, 1)]
    opt = torch.optim.Adam(rnn.parameters(), lr=1e-2)
    for i in range(steps):
        seq, static, rate = logs[i % 2]
        idx = torch.randint(0, 400, (32,), generator=gen)
        opt.zero_grad()
        F.mse_loss(rnn.rollout(seq[idx], static[idx]), rate[idx]).backward()
        opt.step()
    return rnn


def main():
    torch.manual_seed(18)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(18)
    rnn = pretrain(gen)
    teacher = copy.deepcopy(rnn)
    student = MaterialPrompted(rnn)
    pine = MATERIALS.index("pine")
    target = clock_logs(128, DAYS, pine, gen)
    anchor = clock_logs(128, DAYS, 0, gen)
    val_pine, val_brass = clock_logs(256, DAYS, pine, gen), clock_logs(256, DAYS, 0, gen)

    tuner = Finetuner(student, teacher, target, anchor, pine, accum=2, chunk=10)
    tuner.setup()
    print(f"40-day drift MAE before: pine {tuner.validate(*val_pine, pine):.2f} s, "
          f"brass {tuner.validate(*val_brass, 0):.2f} s")
    for i in range(64):
        fit, keep = tuner.step(i, torch.randint(0, 128, (32,), generator=gen),
                               torch.randint(0, 128, (32,), generator=gen))
        if i % 16 == 15:
            print(f"micro-batch {i + 1}: pine rate mse {fit:.4f}, lwf {keep:.5f}")
    print(f"40-day drift MAE after:  pine {tuner.validate(*val_pine, pine):.2f} s, "
          f"brass {tuner.validate(*val_brass, 0):.2f} s")


if __name__ == "__main__":
    main()
