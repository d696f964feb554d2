import torch

from .nets import ProfileCritic, ProfileGenerator
from .profiles import station_days, summary
from .trainer import ProfileGAN


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    real = station_days()
    gan = ProfileGAN({"generator": ProfileGenerator(), "critic": ProfileCritic()}, epochs=8, batch_size=64)
    per_epoch = len(real) // 64
    gan.fit(real, on_epoch=lambda e, h: print(
        f"epoch {e}: D {sum(h['critic'][-per_epoch:]) / per_epoch:.3f}  "
        f"G {sum(h['generator'][-per_epoch:]) / per_epoch:.3f}  "
        f"D(real) {sum(h['D(real)'][-per_epoch:]) / per_epoch:.3f}"))
    synth = gan.sample(2000)
    ref, got = summary(real), summary(synth)
    for k in ref:
        print(f"{k:10s} real {ref[k]:.3f}  synthetic {got[k]:.3f}")
    l1 = (synth.mean(0) - real.mean(0)).abs().sum().item()
    print(f"L1 between mean daily profiles: {l1:.4f}")


if __name__ == "__main__":
    main()
