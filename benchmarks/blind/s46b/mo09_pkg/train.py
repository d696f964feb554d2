import numpy as np
import torch

from .builders import build_generator, instantiate_from_config, make_optimizers
from .ema import EMA
from .steps import gan_iteration

CONFIG = {
    "seed": 29,
    "model": {"target": "spin_vae", "params": {"length": 32, "hidden": 64, "z_dim": 4,
                                                "heads": ("omega", "wobble")}},
    "critic": {"target": "spin_critic", "params": {"length": 40, "hidden": 64}},
    "output_length": 40,
    "optim": {"lr_g": 3e-3, "lr_d": 1e-3},
    "train": {"batch": 64, "n_steps": 250, "warmup": 100, "adv_weight": 0.05, "log_every": 50},
}


def ring_downs(batch, length, gen):
    """Spinner angular velocity under bearing drag (linear) plus dry friction (constant)."""
    t = torch.linspace(0.0, 30.0, length)
    while True:
        w0 = 0.6 + 0.4 * torch.rand(batch, 1, generator=gen)
        b = 0.03 + 0.07 * torch.rand(batch, 1, generator=gen)
        a = 0.002 + 0.01 * torch.rand(batch, 1, generator=gen)
        w = ((w0 + a / b) * torch.exp(-b * t) - a / b).clamp(min=0.0)
        yield w + 0.005 * torch.randn(batch, length, generator=gen)


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    tc = CONFIG["train"]

    model = build_generator(CONFIG)
    critic = instantiate_from_config(CONFIG["critic"])
    opt_g, opt_d = make_optimizers(CONFIG, model, critic)
    ema = EMA(model)
    ema.shadow.load_state_dict(model.state_dict())
    data_iter = ring_downs(tc["batch"], CONFIG["output_length"], gen)
    # the encoder reads the first 32 samples, the decoder predicts all 40
    crop = CONFIG["model"]["params"]["length"]

    @torch.no_grad()
    def sample_spin_times(n):
        z = torch.randn(n, CONFIG["model"]["params"]["z_dim"], generator=gen)
        w = ema.shadow.decode(z)
        return (w > 0.02).float().sum(-1)

    class Cropped(torch.nn.Module):
        def __init__(self, inner):
            super().__init__()
            self.inner = inner

        def forward(self, x):
            return self.inner(x[:, :crop])

        @property
        def loss_weights(self):
            return self.inner.loss_weights

    wrapped = Cropped(model)
    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        kl_beta = min(1.0, step / tc["warmup"])
        logs = gan_iteration(wrapped, critic, opt_g, opt_d, x, kl_beta, tc["adv_weight"])
        ema.update(model)
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  d {logs['d']:.3f}  rec {logs['rec']:.4f}  kl {logs['kl']:.3f}")
    print("EMA sampled spin-down lengths:", sample_spin_times(6).tolist())


if __name__ == "__main__":
    main()
