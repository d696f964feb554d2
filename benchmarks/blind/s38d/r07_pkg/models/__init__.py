from .gcn import GCNEncoder, HadamardDecoder, LinkPredictor


def build_encoder(cfg, state_dict=None):
    m = cfg["model"]
    enc = GCNEncoder(m["in_dim"], m["hidden"], m["num_layers"], m["dropout"])
    if state_dict is not None:
        enc.load_state_dict(state_dict)
    return enc


def build_model(cfg):
    return LinkPredictor(build_encoder(cfg), HadamardDecoder(cfg["model"]["hidden"]))
