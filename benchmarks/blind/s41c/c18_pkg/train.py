import numpy as np
import torch

from .callbacks import EarlyStopping, GradClip, History, OptimizerHygiene
from .config import CFG
from .steel import make_strips
from .trainer import Trainer, dice_metric, predict_tta
from .unet import TinyUNet

torch.set_num_threads(1)


def main():
    torch.manual_seed(CFG.seed)
    imgs, masks = make_strips(CFG.seed)
    X, Y = torch.from_numpy(imgs), torch.from_numpy(masks)
    X_test, Y_test = X[-40:], Y[-40:]
    X, Y = X[:-40], Y[:-40]
    folds = np.random.default_rng(CFG.seed).permutation(len(X)) % CFG.n_folds
    models = []
    for fold in CFG.trn_fold:
        trn = torch.from_numpy(np.where(folds != fold)[0])
        val = torch.from_numpy(np.where(folds == fold)[0])
        model = TinyUNet(CFG.n_classes)
        optimizer = torch.optim.Adam(model.parameters(), lr=CFG.lr)
        scheduler = torch.optim.lr_scheduler.CosineAnnealingLR(optimizer, T_max=CFG.epochs)
        stopper = EarlyStopping(CFG.patience)
        callbacks = [OptimizerHygiene(), GradClip(CFG.max_grad_norm), stopper, History()]
        print(f"===== fold {fold} =====")
        Trainer(model, optimizer, scheduler, callbacks).fit(X[trn], Y[trn], X[val], Y[val], CFG.epochs)
        model.load_state_dict(stopper.best_state)
        models.append(model)
    logits = predict_tta(models, X_test)
    print(f"test dice (ensemble of {len(models)} folds, hflip TTA): {dice_metric(logits.clone(), Y_test):.4f}")
    print(f"all-empty baseline dice: {dice_metric(torch.full_like(Y_test, -10.0), Y_test):.4f}")


if __name__ == "__main__":
    main()
