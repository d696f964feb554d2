"""python -m d11_pkg.train"""
import torch

from . import sensors
from .encoder import init_decoder, init_encoder
from .stages import alarm_scores, linear_probe, pretrain, reconstruction_error

SETUP = {"seed": 0, "unlabelled": 3000, "labelled": 120, "pre_epochs": 4, "probe_epochs": 30,
         "pre_lr": 2e-3, "probe_lr": 5e-2}


def main(setup=SETUP):
    torch.manual_seed(setup["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(setup["seed"])
    x_u, _ = sensors.windows(gen, setup["unlabelled"])
    x_l, y_l = sensors.windows(gen, setup["labelled"])
    x_t, y_t = sensors.windows(gen, 1000)

    enc, dec = pretrain(init_encoder(gen), init_decoder(gen), x_u, gen, setup["pre_epochs"], setup["pre_lr"])
    print(f"held-out reconstruction mse before probe: {reconstruction_error(enc, dec, x_t):.4f}")
    head = linear_probe(enc, x_l, y_l, gen, setup["probe_epochs"], setup["probe_lr"])
    print(f"held-out reconstruction mse after probe:  {reconstruction_error(enc, dec, x_t):.4f}")
    scores = alarm_scores(enc, head, x_t, y_t)
    print("sway alarm on held-out cabins:", {k: round(v, 3) for k, v in scores.items()})


if __name__ == "__main__":
    main()
