import numpy as np
import torch

from .config import CFG
from .engine import pretrain_backbone, train_one_epoch, valid_one_epoch
from .model import SETINet, make_backbone
from .signals import auc, make_cadences
from .utils import count_parameters, freeze, seed_everything, unfreeze

torch.set_num_threads(1)


def main():
    seed_everything(CFG.seed)
    X, y = make_cadences(CFG.seed)
    pretrained = pretrain_backbone(make_backbone(), X, CFG.pretrain_epochs)
    folds = np.random.default_rng(CFG.seed).permutation(len(X)) % CFG.n_folds
    oof = np.zeros_like(y)
    for fold in range(CFG.n_folds):
        trn, val = folds != fold, folds == fold
        backbone = make_backbone()
        backbone.load_state_dict(pretrained)
        model = SETINet(backbone).to(CFG.device)
        optimizer = torch.optim.Adam([
            {"params": model.backbone.parameters(), "lr": CFG.lr_backbone},
            {"params": model.head.parameters(), "lr": CFG.lr_head},
        ])
        freeze(model.backbone)
        best = 0.0
        for epoch in range(CFG.epochs):
            if epoch == CFG.freeze_epochs:
                unfreeze(model.backbone)
            trainable, total = count_parameters(model)
            loss = train_one_epoch(model, optimizer, X[trn], y[trn])
            score, preds = valid_one_epoch(model, X[val], y[val])
            print(f"fold {fold} epoch {epoch} trainable {trainable}/{total} loss {loss:.4f} valid AUC {score:.4f}")
            if score > best:
                best, oof[val] = score, preds
    print(f"OOF AUC {auc(y, oof):.4f}")


if __name__ == "__main__":
    main()
