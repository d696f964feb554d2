import numpy as np
import torch

from .constraints import normalise_relations_once, project_entities
from .evaluator import filtered_tail_ranks
from .kg import drivetrain_graph
from .model import TransE
from .trainer import KGTrainer


def main(epochs=60, dim=32, batch=256, lr=2.0, margin=1.0, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    train, test, n_ent, n_rel = drivetrain_graph(seed=seed)
    model = TransE(n_ent, n_rel, dim=dim)
    normalise_relations_once(model)
    trainer = KGTrainer(model, lr, margin, n_ent)
    known = torch.cat([train, test])
    gen = torch.Generator().manual_seed(seed)
    print("triples", len(train), "test", len(test), "MRR before %.4f hits@10 %.4f" % filtered_tail_ranks(model, test, known))
    for epoch in range(epochs):
        loss = trainer.run_epoch(train, batch, gen)
        if (epoch + 1) % 15 == 0:
            project_entities(model)
            mrr, hits = filtered_tail_ranks(model, test, known)
            print(f"epoch {epoch + 1:03d}  margin loss {loss:.4f}  MRR {mrr:.4f}  hits@10 {hits:.4f}")


if __name__ == "__main__":
    main()
