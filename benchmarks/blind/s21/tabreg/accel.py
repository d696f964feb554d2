class MiniAccelerator:
    """A stand-in for accelerate.Accelerator.prepare on a single CPU process."""

    def __init__(self, device="cpu"):
        self.device = device

    def prepare(self, *objs):
        prepared = []
        for obj in objs:
            if hasattr(obj, "to") and hasattr(obj, "parameters"):
                obj = obj.to(self.device)
            prepared.append(obj)
        return prepared if len(prepared) > 1 else prepared[0]

    def backward(self, tensor, **kw):
        tensor.backward(**kw)
