from .strokes import StrokeDiscriminator, StrokeGenerator


def build_models(cfg):
    m = cfg["model"]
    G = StrokeGenerator(m["num_chars"], m["noise_dim"], m["hidden"], m["steps_per_char"])
    D = StrokeDiscriminator(m["hidden"])
    return G, D
