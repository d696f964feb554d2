import torch

from .data import daily_profiles, loader
from .nets import ProfileCritic, ProfileGenerator
from .trainer import WGANGPTrainer, ZeroGradCallback

CFG = {"batch": 64, "n_critic": 5, "gp_weight": 10.0, "iterations": 200, "log_every": 50}


def summary_stats(profiles):
    return profiles.mean().item(), (profiles > 0.95).float().mean().item(), profiles.diff(dim=1).abs().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    real = daily_profiles()
    nets = {"gen": ProfileGenerator(), "critic": ProfileCritic()}
    opts = {"gen": torch.optim.Adam(nets["gen"].parameters(), lr=4e-4, betas=(0.5, 0.9)),
            "critic": torch.optim.Adam(nets["critic"].parameters(), lr=4e-4, betas=(0.5, 0.9))}
    trainer = WGANGPTrainer(nets, opts, CFG, callbacks=[ZeroGradCallback(nets["gen"])])
    trainer.fit(loader(real, CFG["batch"]), CFG["iterations"])
    fake = trainer.sample(1024)
    print("real  mean/rated-share/ramp: %.3f %.3f %.3f" % summary_stats(real))
    print("synth mean/rated-share/ramp: %.3f %.3f %.3f" % summary_stats(fake))


if __name__ == "__main__":
    main()
