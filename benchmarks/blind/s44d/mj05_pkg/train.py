import torch
import torch.nn.functional as F

from .config import GanConfig
from .fabric import Fabric, warmup
from .nets import BlockCritic, BlockGenerator, set_requires_grad
from .patches import block_stats, quilt_blocks
from .sampling import fakes_for_critic, fakes_for_generator


class QuiltGAN:
    def __init__(self, cfg, fabric):
        self.cfg, self.fabric = cfg, fabric
        gen = BlockGenerator(cfg.z_dim, cfg.g_width)
        critic = BlockCritic(cfg.d_width)
        opt_g = torch.optim.Adam(gen.parameters(), lr=cfg.lr_g, betas=cfg.betas)
        opt_d = torch.optim.Adam(critic.parameters(), lr=cfg.lr_d, betas=cfg.betas)
        self.gen, self.opt_g, _ = fabric.prepare(gen, opt_g)
        self.critic, self.opt_d, _ = fabric.prepare(critic, opt_d)
        self.sched = {"g": warmup(self.opt_g, cfg.warmup), "d": warmup(self.opt_d, cfg.warmup)}

    def state(self):
        return dict(gen=self.gen, critic=self.critic, opt_g=self.opt_g, opt_d=self.opt_d,
                    sched_g=self.sched["g"], sched_d=self.sched["d"])

    def critic_micro_step(self, real):
        cfg, fabric = self.cfg, self.fabric
        with fabric.accumulate(self.critic):
            fake = fakes_for_critic(self.gen, real.shape[0], cfg.z_dim, fabric.device)
            d_loss = F.softplus(self.critic(fake)).mean() + F.softplus(-self.critic(real)).mean()
            fabric.backward(d_loss)
            if fabric.sync_gradients:
                fabric.clip_grad_norm_(self.critic, cfg.clip, self.opt_d)
                fabric.step(self.opt_d)
                self.sched["d"].step()
                self.opt_d.zero_grad(set_to_none=True)
        return d_loss.item()

    def generator_micro_step(self, n):
        cfg, fabric = self.cfg, self.fabric
        set_requires_grad(self.critic, False)
        with fabric.accumulate(self.gen):
            fake = fakes_for_generator(self.gen, n, cfg.z_dim, fabric.device)
            g_loss = F.softplus(-self.critic(fake)).mean()
            fabric.backward(g_loss)
            if fabric.sync_gradients:
                fabric.clip_grad_norm_(self.gen, cfg.clip, self.opt_g)
                fabric.step(self.opt_g)
                self.sched["g"].step()
                self.opt_g.zero_grad(set_to_none=True)
        set_requires_grad(self.critic, True)
        return g_loss.item()


def main(cfg=GanConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    blocks = quilt_blocks(cfg.n_blocks, torch.Generator().manual_seed(cfg.seed))
    fabric = Fabric(cfg.accumulate, cfg.amp)
    gan = QuiltGAN(cfg, fabric)
    running = {"d": 0.0, "g": 0.0}
    checkpoint = None
    for step in range(cfg.steps):
        if step == cfg.resume_at:
            checkpoint = fabric.save(**gan.state())
            gan = QuiltGAN(cfg, fabric)
            fabric.load(checkpoint, **gan.state())
            print(f"step {step}: restarted from checkpoint ({len(checkpoint) // 1024} KiB)")
        idx = torch.randint(0, cfg.n_blocks, (cfg.micro_batch,))
        running["d"] += gan.critic_micro_step(blocks[idx])
        running["g"] += gan.generator_micro_step(cfg.micro_batch)
        if (step + 1) % cfg.log_every == 0:
            print(f"step {step + 1:4d} | d_loss {running['d'] / cfg.log_every:.3f} "
                  f"g_loss {running['g'] / cfg.log_every:.3f} | lr_g {gan.sched['g'].get_last_lr()[0]:.1e}")
            running = {"d": 0.0, "g": 0.0}
    with torch.no_grad():
        sample = gan.gen(torch.randn(512, cfg.z_dim))
    real, fake = block_stats(blocks[:512]), block_stats(sample)
    print("real blocks:      " + " ".join(f"{k} {v:.3f}" for k, v in real.items()))
    print("generated blocks: " + " ".join(f"{k} {v:.3f}" for k, v in fake.items()))


if __name__ == "__main__":
    main()
