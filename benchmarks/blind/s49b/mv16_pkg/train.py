import numpy as np
import torch

from .features import free_motor_features, launch_adjacency
from .launches import launch_log
from .model import BipartiteSAGE
from .optim import build_optimizer
from .trainer import fit, recall_at_5


def main(feat_dim=16, hidden=32, epochs=100, lr=0.01, feat_lr=0.05, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    d = launch_log(seed=seed)
    gen = torch.Generator().manual_seed(seed)
    motor_feats = free_motor_features(d["n_motors"], feat_dim, gen)
    adj = launch_adjacency(*d["train"], d["n_frames"], d["n_motors"])
    model = BipartiteSAGE(d["frame_x"].shape[1], feat_dim, hidden)
    opt = build_optimizer(model, motor_feats, lr=lr, feat_lr=feat_lr)

    def eval_fn():
        return recall_at_5(model, d["frame_x"], motor_feats, adj, d["train"], d["test"])

    print("train launches", len(d["train"][0]), "held-out", len(d["test"][0]))
    fit(model, opt, d["frame_x"], motor_feats, adj, d["train"], d["n_motors"], epochs, gen, eval_fn)


if __name__ == "__main__":
    main()
