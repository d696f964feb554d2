import numpy as np
import torch

from .data import kite_sessions
from .evaluator import recall_at
from .model import GustPerturber, SpotRanker
from .optim import make_optimizers
from .trainer import RobustRankTrainer


def main(epochs=8, dim=16, batch=200, rank_lr=0.01, pert_lr=0.01, adv_weight=1.0, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    train, test, feats = kite_sessions(seed=seed)
    n_flyers, n_spots = int(train[0].max()) + 1, feats.shape[0]
    ranker = SpotRanker(n_flyers, n_spots, feats, dim=dim)
    perturber = GustPerturber(feats, dim=dim)
    opt_rank, opt_pert = make_optimizers(ranker, perturber, rank_lr, pert_lr)
    trainer = RobustRankTrainer(ranker, perturber, opt_rank, opt_pert, n_spots, adv_weight)
    gen = torch.Generator().manual_seed(seed)
    for e in range(epochs):
        clean, robust = trainer.epoch(*train, batch, gen)
        if (e + 1) % 2 == 0:
            print(f"epoch {e + 1}  clean bpr {clean:.4f}  under gusts {robust:.4f}  "
                  f"recall@10 {recall_at(ranker, train, test, n_spots):.4f}")


if __name__ == "__main__":
    main()
