"""Coarse stage: view-independent colour. Fine stage: view-dependent thin-film colour head."""
from .models import ViewColour


def maybe_switch(model, it, fine_at):
    if it == fine_at:
        model.color_head = ViewColour(model.width)
        return True
    return False
