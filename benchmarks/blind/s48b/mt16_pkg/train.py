import numpy as np
import torch

from .curriculum import add_moisture_channel
from .surrogate import SliceSurrogate
from .toaster import toast
from .trainer import SurrogateTrainer


def field_errors(model, xt, T_ref, m_ref):
    with torch.no_grad():
        pred = model(xt)
    return ((pred[:, 0:1] - T_ref).abs().mean().item(),
            (pred[:, 1:2] - m_ref).abs().mean().item() if pred.shape[1] > 1 else float("nan"))


def main(stage1_iters=300, stage2_iters=400, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    x, times, T, m = toast()
    xx, tt = torch.meshgrid(x, times, indexing="ij")
    xt = torch.stack([xx.reshape(-1), tt.reshape(-1)], dim=1)
    T_obs, m_obs = T.reshape(-1, 1), m.reshape(-1, 1)
    print(f"core temperature at pop-up {T[x.numel() // 2, -1]:.3f}, core moisture {m[x.numel() // 2, -1]:.3f}")

    model = SliceSurrogate()
    trainer = SurrogateTrainer(model, generator=gen)
    trainer.run(1, xt, T_obs, m_obs, stage1_iters)
    print("after stage 1: mean |dT| %.4f" % field_errors(model, xt, T_obs, m_obs)[0])

    add_moisture_channel(model)
    trainer.run(2, xt, T_obs, m_obs, stage2_iters)
    dT, dm = field_errors(model, xt, T_obs, m_obs)
    print(f"after stage 2: mean |dT| {dT:.4f}  mean |dm| {dm:.4f}")


if __name__ == "__main__":
    main()
