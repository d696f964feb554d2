def project_simplex_(shares):
    """Clip negative shares and renormalise every row to sum to one."""
    shares.clamp_(min=0.0)
    shares.div_(shares.sum(dim=1, keepdim=True).clamp(min=1e-8))


def project_nonnegative_(tensor, floor=0.0):
    tensor.clamp_(min=floor)


def apply_constraints(model):
    project_simplex_(model.shares)
    project_nonnegative_(model.members, floor=1e-3)
