import numpy as np
import torch


def relative_errors(net, X, Y_true, y_scaler):
    with torch.no_grad():
        Z = net(X)
    pred = y_scaler.inverse(Z.numpy().astype(np.float64))
    return np.abs(pred - Y_true) / np.abs(Y_true)


def first_layer_importance(net, names):
    """Crude global sensitivity: L1 norm of first-layer weights per standardised input."""
    W = net.inp.weight.numpy()
    score = np.abs(W).sum(axis=0)
    score = score / score.sum()
    order = np.argsort(-score)
    return [(names[i], float(score[i])) for i in order]
