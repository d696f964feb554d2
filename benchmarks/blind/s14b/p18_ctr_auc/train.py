import torch

from .config import get_config
from .models import FactorizationMachine
from .trainer import CTRTrainer


def click_log(cfg, n_batches=10, seed=0):
    g = torch.Generator().manual_seed(seed)
    w = torch.randn(cfg.n_fields, cfg.vocab, generator=g)
    out = []
    for _ in range(n_batches):
        x = torch.randint(0, cfg.vocab, (cfg.batch_size, cfg.n_fields), generator=g)
        score = w.gather(1, x.t()).t().sum(1)
        out.append((x, (score > 0).long()))
    return out


def log_loss_hook(trainer, loss):
    trainer.last_loss = loss


def main():
    cfg = get_config()
    torch.manual_seed(0)
    model = FactorizationMachine(cfg.n_fields, cfg.vocab, cfg.k)
    trainer = CTRTrainer(model, cfg)
    trainer.register_hook(log_loss_hook)
    stats = trainer.fit(click_log(cfg))
    print("mean |w| of factors:", round(stats["factors.weight"], 4))


if __name__ == "__main__":
    main()
