import torch
import torch.nn.functional as F


def assign_pseudo_labels(model, pool, threshold, chunk_size=512):
    """Label the unlabelled pixels the model is confident about.

    Returns the positions in `pool`, the labels and the confidences of the kept pixels.
    """
    model.eval()
    positions, labels, confidences = [], [], []
    for start in range(0, len(pool), chunk_size):
        chunk = pool[start:start + chunk_size]
        probs = F.softmax(model(chunk), dim=1)
        conf, label = probs.max(dim=1)
        keep = torch.nonzero(conf >= threshold).flatten()
        positions.append(keep + start)
        labels.append(label[keep])
        confidences.extend(conf[keep].tolist())
    return torch.cat(positions), torch.cat(labels), torch.tensor(confidences)
