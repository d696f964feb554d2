"""python -m lc09_pkg.train"""
import torch

from .market import build_market
from .matching import recall_at_k, train_epoch
from .pretrain import load_frozen_gig_tower, pretrain_gig_tower
from .towers import FreelancerTower


def main(epochs=5):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    market = build_market()
    holdout = slice(5000, None)
    valid_fl, valid_gig = market["hire_fl"][holdout], market["hire_gig"][holdout]
    market["hire_fl"], market["hire_gig"] = market["hire_fl"][:5000], market["hire_gig"][:5000]

    gig_tower = load_frozen_gig_tower(pretrain_gig_tower(market))
    reference = {k: v.clone() for k, v in gig_tower.state_dict().items()}
    fl_tower = FreelancerTower(market["n_freelancers"])
    opt = torch.optim.Adam(fl_tower.parameters(), lr=3e-3)

    print(f"recall@10 before: {recall_at_k(fl_tower, gig_tower, market, valid_fl, valid_gig):.4f}")
    for epoch in range(epochs):
        nce = train_epoch(fl_tower, gig_tower, opt, market)
        print(f"epoch {epoch}  sampled-softmax {nce:.4f}  "
              f"valid recall@10 {recall_at_k(fl_tower, gig_tower, market, valid_fl, valid_gig):.4f}")
    drift = max((gig_tower.state_dict()[k] - v).abs().max().item() for k, v in reference.items())
    print(f"gig tower drift after fine-tuning: {drift:.2e}")


if __name__ == "__main__":
    main()
