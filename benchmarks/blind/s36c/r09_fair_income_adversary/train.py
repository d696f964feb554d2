from dataclasses import dataclass

import torch

from r09_fair_income_adversary.data import make_income_data, minibatches, split
from r09_fair_income_adversary.models import Adversary, Predictor
from r09_fair_income_adversary.outputs import forward_all
from r09_fair_income_adversary.updates import adversary_step, predictor_step, pretrain_step


@dataclass
class Config:
    n_samples: int = 4000
    n_features: int = 12
    hidden: int = 32
    adv_hidden: int = 16
    alpha: float = 1.0
    lr_pred: float = 1e-3
    lr_adv: float = 1e-3
    batch_size: int = 128
    epochs: int = 8
    pretrain_epochs: int = 2
    seed: int = 0


@torch.no_grad()
def fairness_report(predictor, x, y, s):
    pred = (torch.sigmoid(predictor(x)) > 0.5).float()
    acc = (pred == y).float().mean().item()
    gaps = []
    for label in (0.0, 1.0):
        rate = [pred[(y == label) & (s == g)].mean().item() for g in (0.0, 1.0)]
        gaps.append(abs(rate[1] - rate[0]))
    return acc, gaps[0], gaps[1]


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    (x_tr, y_tr, s_tr), (x_te, y_te, s_te) = split(
        *make_income_data(cfg.n_samples, cfg.n_features, cfg.seed))
    predictor = Predictor(cfg.n_features, cfg.hidden)
    adversary = Adversary(cfg.adv_hidden)
    opt_pred = torch.optim.Adam(predictor.parameters(), lr=cfg.lr_pred)
    opt_adv = torch.optim.Adam(adversary.parameters(), lr=cfg.lr_adv)
    gen = torch.Generator().manual_seed(cfg.seed)

    for _ in range(cfg.pretrain_epochs):
        for x, y, s in minibatches(x_tr, y_tr, s_tr, cfg.batch_size, gen):
            pretrain_step(predictor, x, y, opt_pred)
    acc, fpr_gap, tpr_gap = fairness_report(predictor, x_te, y_te, s_te)
    print(f"pretrained: acc {acc:.3f} FPR gap {fpr_gap:.3f} TPR gap {tpr_gap:.3f}")

    for epoch in range(1, cfg.epochs + 1):
        for x, y, s in minibatches(x_tr, y_tr, s_tr, cfg.batch_size, gen):
            outs = forward_all(predictor, adversary, x, y)
            adv_loss = adversary_step(outs, s, opt_adv)
            task_loss, _ = predictor_step(outs, y, s, opt_pred, cfg.alpha)
        acc, fpr_gap, tpr_gap = fairness_report(predictor, x_te, y_te, s_te)
        print(f"epoch {epoch}: task {task_loss:.3f} adv {adv_loss:.3f} | acc {acc:.3f} "
              f"FPR gap {fpr_gap:.3f} TPR gap {tpr_gap:.3f}")


if __name__ == "__main__":
    main()
