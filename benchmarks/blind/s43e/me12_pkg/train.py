import copy
import time

import numpy as np
import torch

from .config import CFG, seed_everything
from .dae import DAE, pretrain_dae
from .engine import inference, train_one_epoch
from .head import DAEClassifier, freeze_encoder, trainable_parameters
from .policies import make_policies, normalized_gini


def main():
    seed_everything()
    torch.set_num_threads(1)
    x, y, x_test, y_test = make_policies(CFG.seed)
    dae = pretrain_dae(DAE(x.shape[1], CFG.dae_hidden, CFG.n_bin), torch.cat([x, x_test]), CFG)

    folds = np.random.default_rng(CFG.seed).permutation(len(x)) % CFG.n_folds
    oof = np.zeros(len(x), np.float32)
    test_pred = np.zeros(len(x_test), np.float32)
    for fold in range(CFG.n_folds):
        t0 = time.time()
        trn, val = np.where(folds != fold)[0], np.where(folds == fold)[0]
        model = DAEClassifier(copy.deepcopy(dae.encoder), CFG.dae_hidden)
        freeze_encoder(model)
        optimizer = torch.optim.Adam(trainable_parameters(model), lr=CFG.lr, weight_decay=1e-5)
        for epoch in range(CFG.epochs):
            loss = train_one_epoch(model, x[trn], y[trn], optimizer, CFG)
        oof[val] = inference(model, x[val])
        test_pred += inference(model, x_test) / CFG.n_folds
        print(f"fold {fold}: loss {loss:.4f} gini {normalized_gini(y[val].numpy(), oof[val]):.4f}"
              f" ({time.time() - t0:.1f}s)")
    print(f"OOF gini {normalized_gini(y.numpy(), oof):.4f}  test gini {normalized_gini(y_test.numpy(), test_pred):.4f}")


if __name__ == "__main__":
    main()
