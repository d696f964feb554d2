import numpy as np
import torch

from .config import CONFIG
from .loop import elbo_step
from .model import instantiate_from_config
from .params import make_stride_phase, set_trainable, stride_wave


def lace_tension(batch, length, strides, gen):
    """Knot tightness: slow creep per stride, then a sudden slip once it gets loose enough."""
    t = torch.arange(length, dtype=torch.float32) / length
    while True:
        creep = 0.3 + 0.9 * torch.rand(batch, 1, generator=gen)
        slip_at = 0.4 + 0.6 * torch.rand(batch, 1, generator=gen)
        tight = 1.0 - creep * t
        tight = torch.where(t > slip_at, 0.35 * tight, tight)
        wobble = 0.05 * torch.sin(2 * np.pi * strides * t + 0.7)
        yield tight + wobble + 0.02 * torch.randn(batch, length, generator=gen)


def main():
    cfg = CONFIG
    torch.manual_seed(cfg["seed"])
    np.random.seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    tc, dc = cfg["train"], cfg["data"]

    model = instantiate_from_config(cfg["model"])
    phase = make_stride_phase(seed=cfg["seed"])
    opt = torch.optim.Adam(model.parameters(), lr=cfg["optim"]["lr"])
    data_iter = lace_tension(dc["batch"], dc["length"], dc["strides"], gen)
    buffer = torch.empty(4, dc["length"]).fill_(float("nan"))

    @torch.no_grad()
    def sample_curves(n):
        z = torch.randn(n, cfg["model"]["params"]["z_dim"], generator=gen)
        return model.decode(z, stride_wave(phase, dc["length"], dc["strides"]))

    step = 0
    while step < tc["n_steps"]:
        if step == tc["freeze_decoder_after"]:
            set_trainable(model.decoder, False)
        x = next(data_iter)
        kl_w = min(1.0, step / tc["warmup"])
        loss, sens = elbo_step(model, opt, phase, x, kl_w, cfg)
        step += 1
        if step % tc["log_every"] == 0:
            dz = " ".join(f"{v:.3f}" for v in sens.numpy())
            print(f"step {step:4d}  -elbo {loss:8.3f}  phase {phase.item():+.3f}  "
                  f"sigma {model.log_sigma.exp().item():.3f}  dL/dz {dz}")
    buffer.copy_(sample_curves(4))
    print("sampled end tightness:", [round(v, 3) for v in buffer[:, -1].numpy().tolist()],
          " amp", round(model.stride_amp.detach().cpu().numpy().item(), 4))


if __name__ == "__main__":
    main()
