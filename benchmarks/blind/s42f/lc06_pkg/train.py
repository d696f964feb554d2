"""python -m lc06_pkg.train

Week 1 trains on the current stock. On Monday 120 new listings go live: the id table is grown
(learned rows are kept) and training continues on week-2 traffic.
"""
import torch

from .catalog_ops import grow_embedding
from .market import Market, sample_slates
from .metrics import ndcg_at_k
from .ranker import ListingRanker
from .trainer import RankTrainer

N_WEEK1, N_NEW = 300, 120


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    market = Market(N_WEEK1, seed=0)
    week1 = sample_slates(market, 1500, seed=1)
    week1_valid = sample_slates(market, 300, seed=2)

    trainer = RankTrainer(ListingRanker(market.n_listings))
    trainer.fit(week1, epochs=5, tag="week1", valid=week1_valid)

    market = market.add_listings(N_NEW, seed=3)
    trainer.model.listing_emb = grow_embedding(trainer.model.listing_emb, market.n_listings)
    new_range = (N_WEEK1, market.n_listings)
    week2 = sample_slates(market, 1500, seed=4, id_range=new_range)
    week2_valid = sample_slates(market, 300, seed=5, id_range=new_range)
    print(f"week-2 valid ndcg@5 before training on week 2: {ndcg_at_k(trainer.model, week2_valid):.4f}")
    trainer.fit(week2, epochs=5, tag="week2", valid=week2_valid)


if __name__ == "__main__":
    main()
