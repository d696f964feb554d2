import numpy as np
import torch

from .evaluator import recall_new_pools
from .graph import bipartite_norm_adj
from .model import LightGCN, grow_table
from .survey import survey_season
from .trainer import SurveyTrainer


def main(dim=32, n_layers=2, lr=0.01, epochs1=15, epochs2=15, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    d = survey_season(seed=seed)
    model = LightGCN(d["n_surveyors"], d["n_pools"], dim, n_layers)
    trainer = SurveyTrainer(model, lr=lr, seed=seed)

    model.set_graph(bipartite_norm_adj(*d["phase1"], d["n_surveyors"], d["n_pools"]))
    trainer.fit(*d["phase1"], d["n_pools"], epochs1)

    model.pool_emb = grow_table(model.pool_emb, d["n_total"])
    model.set_graph(bipartite_norm_adj(*d["phase2"], d["n_surveyors"], d["n_total"]))
    loss = trainer.fit(*d["phase2"], d["n_total"], epochs2)

    seen = (torch.cat([d["phase1"][0], d["phase2"][0]]), torch.cat([d["phase1"][1], d["phase2"][1]]))
    hit, share = recall_new_pools(model, seen, d["test_new"], d["n_pools"])
    print(f"phase-2 loss {loss:.4f}  recall@10 on new pools {hit:.4f}  share of new pools in top-10 {share:.3f}")


if __name__ == "__main__":
    main()
