from .mpnn import MessagePassingNet, Readout


def build_model(cfg):
    return MessagePassingNet(cfg.n_atom_types, cfg.hidden, cfg.rounds)


__all__ = ["MessagePassingNet", "Readout", "build_model"]
