import numpy as np
import torch


def confusion_update(matrix, logits, labels):
    k = matrix.shape[0]
    preds = logits.argmax(dim=1)
    flat = preds.numpy() * k + labels.numpy()
    matrix += np.bincount(flat, minlength=k * k).reshape(k, k)
    return matrix


def per_class_recall(matrix):
    return np.diag(matrix) / np.maximum(matrix.sum(axis=0), 1)


@torch.no_grad()
def evaluate(predict_fn, x, y, num_classes):
    logits = predict_fn(x)
    matrix = confusion_update(np.zeros((num_classes, num_classes), dtype=np.int64), logits, y)
    hard = (y == 0).numpy()
    return {"acc": float(np.trace(matrix) / matrix.sum()),
            "recall": per_class_recall(matrix).round(3).tolist(),
            "class0_share": float(hard.mean())}
