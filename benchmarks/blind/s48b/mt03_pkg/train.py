import numpy as np
import torch

from .model import PaneNet
from .physics import sensor_readings
from .sampler import refine, uniform_points
from .trainer import PaneTrainer, evaluate_residual


def main(alpha_true=0.3, iters=600, refine_every=150, n_colloc=128, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    sensors_xt, sensors_T = sensor_readings(5, 12, alpha_true, 0.01, gen)
    model = PaneNet()
    trainer = PaneTrainer(model)
    colloc = uniform_points(n_colloc, gen)
    t_bc = torch.rand(32, 1, generator=gen)
    for it in range(1, iters + 1):
        loss = trainer.step(colloc, sensors_xt, sensors_T, t_bc)
        if it % refine_every == 0:
            colloc, mean_res = refine(model, colloc, 512, 32, gen)
            val = evaluate_residual(model, 256, gen)
            print(f"it {it:4d} loss {loss:.4e} alpha {model.alpha.item():.4f} "
                  f"cand.res {mean_res:.3e} val.res {val:.3e} n_colloc {colloc.shape[0]}")
    print(f"alpha estimate {model.alpha.item():.4f} (true {alpha_true})")


if __name__ == "__main__":
    main()
