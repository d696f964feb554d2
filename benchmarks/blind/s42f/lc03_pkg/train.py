"""python -m lc03_pkg.train"""
import torch

from .catalog import Catalog, simulate, split_last
from .evaluate import fmt, popularity_baseline, recall_ndcg_at_k
from .loop import RetrievalTrainer
from .optimizers import make_optimizers
from .towers import PodcastRetriever


def main(epochs=6):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cat = Catalog()
    plays, meta = simulate(cat, n_plays=12000, seed=0)
    train_plays, test_plays = split_last(plays)

    model = PodcastRetriever(cat, meta)
    opts = make_optimizers(model)
    trainer = RetrievalTrainer(model, opts, torch.bincount(train_plays["episode"], minlength=cat.n_episodes))
    gen = torch.Generator().manual_seed(0)

    print(fmt("popularity", popularity_baseline(train_plays, test_plays, cat.n_episodes)))
    for epoch in range(epochs):
        avg = trainer.fit_epoch(train_plays, gen)
        print(f"epoch {epoch}  in-batch nll {avg:.4f}  " + fmt("test", recall_ndcg_at_k(model, test_plays, cat.n_episodes)))


if __name__ == "__main__":
    main()
