import torch

from .curves import describe, pickup_responses
from .engine import WGANGPTrainer
from .nets import CurveCritic, CurveGenerator


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    real, _ = pickup_responses()
    trainer = WGANGPTrainer(generator=CurveGenerator(), critic=CurveCritic())
    for epoch, stats in trainer.epochs(real, n_epochs=12):
        print(f"epoch {epoch:2d}  W-dist {stats['wdist']:.3f}  G loss {stats['g_loss']:.3f}")
    synth = trainer.sample(2000)
    a, b = describe(real), describe(synth)
    for k in a:
        print(f"{k:8s} real {a[k]:9.2f}   synthetic {b[k]:9.2f}")
    real_mean = real.mean(0)
    print(f"RMSE of mean curve (dB): {((synth.mean(0) - real_mean) * 10).pow(2).mean().sqrt():.2f}")


if __name__ == "__main__":
    main()
