import torch

from .config import Config
from .engine import SRGANEngine
from .flow import snapshots
from .nets import PatchCritic, Upsampler


def build_optimizer(ocfg, module):
    return getattr(torch.optim, ocfg.name)(module.parameters(), **ocfg.kwargs)


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    lr, hr = snapshots(cfg.flow, gen)
    cut = int(0.8 * len(lr))

    G = Upsampler(cfg.gen_channels, cfg.flow.factor)
    D = PatchCritic(cfg.critic_channels)
    engine = SRGANEngine(G, D, build_optimizer(cfg.g_optim, G), build_optimizer(cfg.d_optim, D),
                         lambda_l1=cfg.lambda_l1, lambda_div=cfg.lambda_div)
    for epoch in range(cfg.epochs):
        perm = torch.randperm(cut, generator=gen)
        for i in range(0, cut, cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            logs = engine.train_step(lr[idx], hr[idx])
        val_l1, bicubic_l1 = engine.validate(lr[cut:], hr[cut:])
        print(f"epoch {epoch}: D {logs['d']:.3f}  L1 {logs['l1']:.4f}  val L1 {val_l1:.4f} (bicubic {bicubic_l1:.4f})")
    return engine


if __name__ == "__main__":
    main()
