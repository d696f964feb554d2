import copy

import numpy as np
import torch
import torch.nn.functional as F

from .data import roc_auc
from .infer import predict
from .model import ChurnMLP


def fit_fold(x_tr, y_tr, x_va, y_va, params):
    model = ChurnMLP(x_tr.shape[1], params["hidden"], params["dropout"])
    opt = torch.optim.AdamW(model.parameters(), lr=params["lr"], weight_decay=1e-3)
    xt, yt = torch.from_numpy(x_tr), torch.from_numpy(y_tr)
    pos_weight = torch.tensor((1 - y_tr.mean()) / y_tr.mean())
    best_auc, best_state, bad_epochs = -np.inf, None, 0
    for epoch in range(params["epochs"]):
        model.train()
        perm = torch.randperm(len(xt))
        for s in range(0, len(perm), params["batch_size"]):
            j = perm[s:s + params["batch_size"]]
            if len(j) < 2:
                continue
            opt.zero_grad()
            loss = F.binary_cross_entropy_with_logits(model(xt[j]), yt[j],
                                                      pos_weight=pos_weight)
            loss.backward()
            opt.step()
        auc = roc_auc(y_va, predict(model, x_va))
        if auc > best_auc:
            best_auc, best_state, bad_epochs = auc, copy.deepcopy(model.state_dict()), 0
        else:
            bad_epochs += 1
            if bad_epochs >= params["patience"]:
                break
    model.load_state_dict(best_state)
    return model, best_auc
