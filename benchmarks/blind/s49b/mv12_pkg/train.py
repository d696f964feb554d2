import numpy as np
import torch

from .evaluator import replay_mse
from .feeding import feeding_log
from .model import RiseModel
from .trainer import train_pass


def main(passes=6, mem_dim=16, batch_size=80, lr=0.005, link_weight=0.2, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    log, n_jars, n_flours = feeding_log(seed=seed)
    cut = int(0.8 * log["jar"].numel())
    warm = {k: v[:cut] for k, v in log.items()}
    test = {k: v[cut:] for k, v in log.items()}
    model = RiseModel(n_jars, n_flours, mem_dim)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    gen = torch.Generator().manual_seed(seed)
    print("variance of held-out rise", round(test["rise"].var().item(), 4))
    for p in range(passes):
        mse = train_pass(model, opt, warm, batch_size, n_flours, link_weight, gen)
        print(f"pass {p + 1}  train rise mse {mse:.4f}  held-out rise mse {replay_mse(model, warm, test, batch_size):.4f}")


if __name__ == "__main__":
    main()
