import torch

from .agent import AdversarialImitation
from .config import ImitationConfig
from .expert import DemonstrationBuffer
from .nets import Discriminator, GaussianPolicy
from .optim import make_optimizers


def main(cfg=None):
    cfg = cfg or ImitationConfig()
    torch.manual_seed(cfg.seed)
    policy = GaussianPolicy(cfg.obs_dim, cfg.act_dim, cfg.hidden)
    disc = Discriminator(cfg.obs_dim, cfg.act_dim, cfg.hidden)
    demos = DemonstrationBuffer(cfg.expert_size, seed=cfg.seed)
    learner = AdversarialImitation(policy, disc, make_optimizers(policy, disc, cfg), demos, cfg)
    print(f"start  mse-to-expert {learner.imitation_error():.4f}")
    for it in range(1, cfg.iterations + 1):
        d_loss, p_loss = learner.train_iteration()
        if it % cfg.log_every == 0:
            print(f"iter {it:4d}  D {d_loss:.3f}  pi {p_loss:.3f}  mse {learner.imitation_error():.4f}")


if __name__ == "__main__":
    main()
