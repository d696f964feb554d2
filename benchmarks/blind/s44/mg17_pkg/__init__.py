"""Blue-agave harvest readiness: sugar (Brix), inulin and piña weight from field survey data."""
