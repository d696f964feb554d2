import numpy as np

from .inference import predict


def renewal_ranking(model, x, scale, offset, remaining_mm, top=5):
    """Spans ordered by the years until the wire reaches its renewal limit."""
    wear_per_million = predict(model, x).numpy() * scale + offset
    passages_per_year = 365 * 300
    years = remaining_mm / np.clip(wear_per_million * passages_per_year / 1e6, 1e-3, None)
    order = np.argsort(years)
    return [(int(i), round(float(years[i]), 1)) for i in order[:top]]


def linear_sensitivities(model, names):
    w = model.linear_part.weight.detach().numpy().ravel()
    return dict(sorted(((n, round(float(v), 3)) for n, v in zip(names, w)),
                       key=lambda kv: -abs(kv[1])))
