import argparse

import torch

from .data import minibatches, sensor_snapshots
from .nets import CodeDiscriminator, Decoder, Encoder
from .optim import build_optimizers, reset_grads
from .phases import reconstruction_phase, regularization_phase

CFG = {"code_dim": 2, "hidden": 64, "lr_ae": 1e-3, "lr_disc": 5e-4, "adv_weight": 0.1}


@torch.no_grad()
def code_stats(encoder, x):
    z = encoder(x)
    return z.mean(0), z.std(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--batch-size", type=int, default=64)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    x, _ = sensor_snapshots(1024)
    x_val, _ = sensor_snapshots(256, seed=1)
    dim = CFG["code_dim"]
    encoder = Encoder(x.size(1), CFG["hidden"], dim)
    decoder = Decoder(dim, CFG["hidden"], x.size(1))
    disc = CodeDiscriminator(dim, CFG["hidden"])
    opt_ae, opt_disc = build_optimizers(encoder, decoder, disc, CFG)

    g = torch.Generator().manual_seed(0)
    for epoch in range(args.epochs):
        d_losses, recons = [], []
        for xb in minibatches(x, args.batch_size, g):
            d_losses.append(regularization_phase(encoder, disc, opt_disc, xb, dim))
            recon, _ = reconstruction_phase(encoder, decoder, disc, opt_ae, xb,
                                            CFG["adv_weight"])
            recons.append(recon)
            reset_grads(opt_ae, opt_disc)
        if epoch % 3 == 2 or epoch == args.epochs - 1:
            with torch.no_grad():
                val = torch.nn.functional.mse_loss(decoder(encoder(x_val)), x_val).item()
            mean, std = code_stats(encoder, x_val)
            print(f"epoch {epoch:2d} disc {sum(d_losses) / len(d_losses):.3f} "
                  f"recon {sum(recons) / len(recons):.4f} val {val:.4f} "
                  f"code mean {mean.abs().max():.2f} std {std.min():.2f}-{std.max():.2f}")


if __name__ == "__main__":
    main()
