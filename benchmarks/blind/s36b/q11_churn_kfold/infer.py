import numpy as np
import torch


def predict(model, x, batch_size=512):
    model.eval()
    out = []
    for start in range(0, len(x), batch_size):
        xb = torch.from_numpy(x[start:start + batch_size])
        out.append(torch.sigmoid(model(xb)).detach().cpu().numpy())
    return np.concatenate(out)
