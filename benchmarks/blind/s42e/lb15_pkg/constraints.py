"""Weight constraints applied after each optimizer step."""


def clamp_filter_norms(module, max_norm=2.0):
    """Max-norm regularisation: every output filter/row keeps an L2 norm <= max_norm."""
    for name, p in module.named_parameters():
        if name.endswith("weight") and p.dim() > 1:
            p.renorm_(2, 0, max_norm)
